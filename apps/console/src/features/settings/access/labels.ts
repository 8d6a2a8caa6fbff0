import type { ModuleName, PrivilegeDef } from '@wm/domain';
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
