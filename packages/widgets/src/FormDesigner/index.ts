export {
  defaultFormDesignerLabels,
  FormDesigner,
  type FormDesignerLabels,
  type FormDesignerProps,
  type OptionValue as FormDesignerOptionValue,
} from './FormDesigner';
