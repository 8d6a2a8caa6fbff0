export { Box, type BoxProps } from './Box';
export { type Sprinkles, sprinkles } from './sprinkles.css';
