import { Slider } from 'radix-ui';
import * as styles from './Allocator.css.js';

/** A labelled mark under the slider track. */
export interface SliderMark {
  value: number;
  label: string;
}

/** Props of SegmentSlider. Values and marks are minutes after the span start. */
export interface SegmentSliderProps {
  /** One thumb per segment end, ascending. */
  value: number[];
  onValueChange: (value: number[]) => void;
  max: number;
  /** Slider step in minutes (time spec 4: 1 minute). */
  step: number;
  /** Coloured blocks drawn in the track: [start, end) in minutes and a colour index. */
  blocks: { start: number; end: number; tone: number }[];
  marks: SliderMark[];
  /** Accessible name of thumb `index` (e.g. 'End of segment 1, 12:00 PM'). */
  thumbLabel: (index: number) => string;
  /** Text a screen reader reads for a thumb value. */
  valueText: (value: number) => string;
  label: string;
}

/**
 * The allocator's segment slider (time spec 4 "Allocation": handles move in 1-minute steps and stay
 * within their neighbours; predefined marks). Built on radix-ui's Slider here: @wm/ui has no Slider
 * (the lead kept it in this folder for now).
 */
export function SegmentSlider({
  value,
  onValueChange,
  max,
  step,
  blocks,
  marks,
  thumbLabel,
  valueText,
  label,
}: SegmentSliderProps) {
  const pct = (m: number) => `${Math.min(100, Math.max(0, (m / max) * 100))}%`;
  return (
    <div className={styles.sliderBlock}>
      <Slider.Root
        className={styles.root}
        value={value}
        onValueChange={onValueChange}
        min={0}
        max={max}
        step={step}
        minStepsBetweenThumbs={1}
        aria-label={label}
        data-testid="allocator-slider"
      >
        <Slider.Track className={styles.track}>
          {blocks.map((b) => (
            <span
              key={`${b.start}-${b.end}`}
              className={styles.block[String(b.tone % styles.toneCount)]}
              style={{ left: pct(b.start), width: `calc(${pct(b.end)} - ${pct(b.start)})` }}
            />
          ))}
        </Slider.Track>
        {value.map((v, i) => (
          <Slider.Thumb
            // Thumbs are positional: the i-th segment end.
            key={i}
            className={styles.thumb}
            aria-label={thumbLabel(i)}
            aria-valuetext={valueText(v)}
          />
        ))}
      </Slider.Root>
      <div className={styles.marks} aria-hidden="true">
        {marks.map((m) => (
          <span key={m.value} className={styles.mark} style={{ left: pct(m.value) }}>
            {m.label}
          </span>
        ))}
      </div>
    </div>
  );
}
