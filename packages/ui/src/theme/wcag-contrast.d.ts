declare module 'wcag-contrast' {
  /** WCAG 2.x contrast ratio of two hex colours (1 to 21). */
  export function hex(a: string, b: string): number;
}
