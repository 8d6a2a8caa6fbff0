/** Exported signature image size (platform spec 9: 500 by 150 pixels, png). */
export const SIGNATURE_IMAGE = { width: 500, height: 150 } as const;
/** Canvas width by default and while editing, and minimum height (platform spec 9). */
export const SIGNATURE_CANVAS = { width: 500, editingWidth: 300, minHeight: 150 } as const;

/** A stroke: points in canvas CSS pixels. */
export type Stroke = { x: number; y: number }[];

/** Scales strokes drawn on a `w` x `h` canvas to the 500x150 export, keeping the aspect ratio centred. */
export function fitStrokes(strokes: readonly Stroke[], w: number, h: number): Stroke[] {
  if (!(w > 0) || !(h > 0)) return [];
  const scale = Math.min(SIGNATURE_IMAGE.width / w, SIGNATURE_IMAGE.height / h);
  const dx = (SIGNATURE_IMAGE.width - w * scale) / 2;
  const dy = (SIGNATURE_IMAGE.height - h * scale) / 2;
  return strokes.map((s) => s.map((p) => ({ x: p.x * scale + dx, y: p.y * scale + dy })));
}
