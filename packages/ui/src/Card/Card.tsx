import { type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Card.css';

export type CardProps = styles.CardVariants & {
  /** Heading; when set the card is a labelled region. */
  title?: ReactNode;
  /** Controls on the right of the header. */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Heading level of the title; default 3. */
  headingLevel?: 2 | 3 | 4;
};

/** A surface grouping related content: optional header (title + actions), body, footer. */
export function Card({
  variant,
  padding,
  title,
  actions,
  footer,
  children,
  className,
  headingLevel = 3,
}: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <section
      className={cx(styles.card({ variant, padding }), className)}
      aria-labelledby={title ? id : undefined}
    >
      {title || actions ? (
        <header className={styles.header}>
          {title ? (
            <Heading id={id} className={styles.title}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions}
        </header>
      ) : null}
      <div className={styles.body({ padding })}>{children}</div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </section>
  );
}
