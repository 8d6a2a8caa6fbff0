export {
  defaultFormDesignerLabels,
  FormDesigner,
  type FormDesignerLabels,
  type FormDesignerProps,
} from './FormDesigner';
