export {
  defaultFormFillerLabels,
  type EntityOption,
  FormFiller,
  type FormFillerLabels,
  type FormFillerProps,
  type FormFillerSubForm,
} from './FormFiller';
export { parseCsv } from './csv';
