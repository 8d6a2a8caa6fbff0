import {
  ASSIGNMENT_EXCEEDS_LICENSES,
  type ModuleName,
  NOT_ENOUGH_LICENSES,
  type PrivilegeDef,
} from '@wm/domain';
import type { TFunction } from 'i18next';

/** Module name as shown (service spec 6: Platform is shown as System). */
export const moduleLabel = (t: TFunction, module: ModuleName | string) => t(`access.module.${module}`);

/** A privilege as shown in the editor: its kind and name, e.g. 'Edit · Employee' (company labels applied). */
export function privilegeLabel(t: TFunction, def: PrivilegeDef): string {
  return t('access.privLabel', {
    kind: t(`access.kind.${def.kind}`),
    name: t(`access.priv.${def.name}`, { defaultValue: def.name }),
  });
}

/**
 * The message of a failed access call in the user's language: the spec's licence messages
 * ('Not enough licenses.', 'Assignment exceeds available licenses') are translated, any other
 * server message is shown as it came.
 */
export function accessErrorText(t: TFunction, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message === NOT_ENOUGH_LICENSES) return t('access.error.notEnoughLicenses');
  if (message === ASSIGNMENT_EXCEEDS_LICENSES) return t('access.error.assignmentExceeds');
  return message;
}
