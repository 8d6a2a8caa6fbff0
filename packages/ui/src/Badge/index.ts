export { Badge, type BadgeProps, Tag, type TagProps } from './Badge';
export type { BadgeVariants } from './Badge.css';
