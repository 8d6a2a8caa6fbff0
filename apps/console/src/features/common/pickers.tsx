import {
  MultiSelectPicker as BaseMultiSelectPicker,
  TreePicker as BaseTreePicker,
  TreeView as BaseTreeView,
  type MultiSelectPickerProps,
  type TreePickerProps,
  type TreeViewProps,
} from '@wm/widgets';
import { useTranslation } from 'react-i18next';
import { useMultiSelectLabels, usePagerLabels } from './useListLabels.js';

/** @wm/widgets' MultiSelectPicker with its own texts ('Select all', ...) in the user's language. */
export function MultiSelectPicker(props: MultiSelectPickerProps) {
  return <BaseMultiSelectPicker {...useMultiSelectLabels()} {...props} />;
}

/** @wm/widgets' TreeView with its pager and defaults in the user's language. */
export function TreeView(props: TreeViewProps) {
  return <BaseTreeView {...useTreeTexts()} {...props} />;
}

/** @wm/widgets' TreePicker with its pager and defaults in the user's language. */
export function TreePicker(props: TreePickerProps) {
  const { t } = useTranslation();
  return (
    <BaseTreePicker
      {...useTreeTexts()}
      placeholder={t('tree.select')}
      selectedText={(n) => t('multi.selected', { count: n })}
      {...props}
    />
  );
}

function useTreeTexts(): Partial<TreeViewProps> {
  const { t } = useTranslation();
  return {
    paginationLabels: usePagerLabels(),
    emptyText: t('list.empty'),
    unavailableText: `(${t('list.unavailable')})`,
    expandLabel: (label: string) => t('tree.expand', { label }),
  };
}
