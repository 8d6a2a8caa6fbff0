import { useTranslation } from 'react-i18next';
import { NumberF as CommonNumberF, StatusF as CommonStatusF } from '../../common/formFields.js';
import { parseNumberText } from './placesModel.js';

export { CheckF, PickerF, SelectF, TextF, useFieldError } from '../../common/formFields.js';

/**
 * A number typed as text: the form holds a number, null when empty, or the text when it is not a
 * number (validation then names the field).
 */
export function NumberF(props: {
  name: string;
  label: string;
  disabled?: boolean;
  description?: string;
  /** A number-only field (service spec 5); leave out where a minus sign is needed (latitude). */
  numberOnly?: 'decimal' | 'whole';
}) {
  return <CommonNumberF {...props} parse={parseNumberText} />;
}

/** Status select (1 active, 2 inactive; service spec 4 "Entity status"). */
export function StatusF({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return <CommonStatusF label={t('places.field.status')} disabled={disabled} />;
}
