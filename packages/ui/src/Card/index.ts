export { Card, type CardProps } from './Card';
export type { CardVariants } from './Card.css';
