import { useTranslation } from 'react-i18next';
import * as styles from './SelectionAnnouncer.css.js';

/**
 * A polite live region that says which record a detail pane now shows ('Employee Ann Lee
 * selected'), so a screen reader hears one short sentence on each selection instead of the whole
 * form (the panes used to be live regions themselves; issue 21). Render it always, even with
 * nothing selected, so the region exists before its text changes. `what` is the entity word
 * ('employee', a company label), `name` the record's name; an empty name says nothing.
 */
export function SelectionAnnouncer({ what, name }: { what: string; name: string | null | undefined }) {
  const { t } = useTranslation();
  const text = name?.trim() ? t('a11y.selected', { what, name: name.trim() }) : '';
  return (
    <p role="status" className={styles.visuallyHidden}>
      {text ? text[0]!.toUpperCase() + text.slice(1) : ''}
    </p>
  );
}
