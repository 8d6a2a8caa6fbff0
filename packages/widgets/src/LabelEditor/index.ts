export {
  defaultLabelEditorLabels,
  LabelEditor,
  type LabelEditorLabels,
  type LabelEditorProps,
} from './LabelEditor';
export { type LabelEntry, useLabelEditorState } from './useLabelEditorState';
