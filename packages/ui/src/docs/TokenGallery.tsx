import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { vars } from '../theme/contract.css';
import { type ThemeName, ThemeProvider } from '../theme/index';

/**
 * The visual token gallery of the Storybook page ui/Tokens. Everything is read from the theme
 * contract (`vars`): each token's name from the contract's keys, its value from the CSS variable as
 * the theme resolves it in the browser, so the page can never disagree with the themes.
 */

const THEMES: [ThemeName, string][] = [
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['highContrast', 'High contrast'],
];

/** '--color-background__1x2y' from 'var(--color-background__1x2y)'. */
function variableName(ref: string): string {
  return /var\((--[^),\s]+)/.exec(ref)?.[1] ?? ref;
}

/** The value of a contract variable where it is rendered (inside the surrounding ThemeProvider). */
function Resolved({ token }: { token: string }) {
  const ref = useRef<HTMLElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (ref.current) setValue(getComputedStyle(ref.current).getPropertyValue(variableName(token)).trim());
  }, [token]);
  return (
    <code ref={ref} style={{ fontSize: vars.font.size.xs, color: vars.color.textMuted }}>
      {value}
    </code>
  );
}

const caption: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 };
const grid = (min: number): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
  gap: vars.space.md,
});

function Themed({ theme, title, children }: { theme: ThemeName; title: string; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <section
        aria-label={`${title} theme`}
        style={{
          background: vars.color.background,
          color: vars.color.text,
          fontFamily: vars.font.family.body,
          fontSize: vars.font.size.sm,
          padding: vars.space.lg,
          border: `1px solid ${vars.color.border}`,
          borderRadius: vars.radius.md,
          marginBottom: vars.space.lg,
        }}
      >
        <h3 style={{ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.lg, color: vars.color.text }}>
          {title}
        </h3>
        {children}
      </section>
    </ThemeProvider>
  );
}

/** Every `vars.color` token as a swatch, once per theme, with the value that theme gives it. */
export function ColourSwatches() {
  return (
    <>
      {THEMES.map(([theme, title]) => (
        <Themed key={theme} theme={theme} title={title}>
          <div style={grid(150)}>
            {Object.entries(vars.color).map(([name, token]) => (
              <div key={name} style={{ display: 'flex', gap: vars.space.sm, alignItems: 'center' }}>
                <span
                  aria-hidden="true"
                  style={{
                    flex: 'none',
                    width: 36,
                    height: 36,
                    borderRadius: vars.radius.sm,
                    background: token,
                    border: `1px solid ${vars.color.borderStrong}`,
                  }}
                />
                <span style={caption}>
                  <strong>{name}</strong>
                  <Resolved token={token} />
                </span>
              </div>
            ))}
          </div>
        </Themed>
      ))}
    </>
  );
}

/** `vars.shadow`, once per theme (high contrast draws outlines instead). */
export function Shadows() {
  return (
    <>
      {THEMES.map(([theme, title]) => (
        <Themed key={theme} theme={theme} title={title}>
          <div style={grid(160)}>
            {Object.entries(vars.shadow).map(([name, token]) => (
              <div key={name} style={caption}>
                <span
                  aria-hidden="true"
                  style={{
                    height: 56,
                    background: vars.color.surfaceRaised,
                    borderRadius: vars.radius.md,
                    boxShadow: token,
                  }}
                />
                <strong>{name}</strong>
                <Resolved token={token} />
              </div>
            ))}
          </div>
        </Themed>
      ))}
    </>
  );
}

function Scale({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme="light">
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: vars.space.sm,
          color: vars.color.text,
          fontFamily: vars.font.family.body,
          fontSize: vars.font.size.sm,
        }}
      >
        {children}
      </div>
    </ThemeProvider>
  );
}

function Row({ name, token, children }: { name: string; token: string; children: ReactNode }) {
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: '140px 1fr', alignItems: 'center', gap: vars.space.md }}
    >
      <span style={caption}>
        <strong>{name}</strong>
        <Resolved token={token} />
      </span>
      {children}
    </div>
  );
}

/** `vars.space` as bars of their length. */
export function Spacing() {
  return (
    <Scale>
      {Object.entries(vars.space).map(([name, token]) => (
        <Row key={name} name={name} token={token}>
          <span aria-hidden="true" style={{ width: token, height: 12, background: vars.color.primary }} />
        </Row>
      ))}
    </Scale>
  );
}

/** `vars.font`: each size as a sample line, the weights, line heights and families. */
export function TypeScale() {
  const sample = 'Clock in at 08:00, Crew 4';
  return (
    <Scale>
      {Object.entries(vars.font.size).map(([name, token]) => (
        <Row key={name} name={`size.${name}`} token={token}>
          <span style={{ fontSize: token }}>{sample}</span>
        </Row>
      ))}
      {Object.entries(vars.font.weight).map(([name, token]) => (
        <Row key={name} name={`weight.${name}`} token={token}>
          <span style={{ fontSize: vars.font.size.md, fontWeight: token }}>{sample}</span>
        </Row>
      ))}
      {Object.entries(vars.font.lineHeight).map(([name, token]) => (
        <Row key={name} name={`lineHeight.${name}`} token={token}>
          <span style={{ lineHeight: token, maxWidth: 260, background: vars.color.surfaceSunken }}>
            {sample}. {sample}. {sample}.
          </span>
        </Row>
      ))}
      {Object.entries(vars.font.family).map(([name, token]) => (
        <Row key={name} name={`family.${name}`} token={token}>
          <span style={{ fontFamily: token, fontSize: vars.font.size.md }}>{sample}</span>
        </Row>
      ))}
    </Scale>
  );
}

/** `vars.radius` as rounded boxes. */
export function Radii() {
  return (
    <Scale>
      <div style={grid(120)}>
        {Object.entries(vars.radius).map(([name, token]) => (
          <div key={name} style={caption}>
            <span
              aria-hidden="true"
              style={{
                width: 72,
                height: 48,
                borderRadius: token,
                background: vars.color.infoSurface,
                border: `2px solid ${vars.color.info}`,
              }}
            />
            <strong>{name}</strong>
            <Resolved token={token} />
          </div>
        ))}
      </div>
    </Scale>
  );
}

/** `vars.zIndex` as a stack, lowest first, in contract order. */
export function ZIndex() {
  const layers = Object.entries(vars.zIndex);
  return (
    <Scale>
      {layers.map(([name, token], i) => (
        <Row key={name} name={name} token={token}>
          <span
            aria-hidden="true"
            style={{
              marginLeft: i * 16,
              width: 160,
              height: 14,
              borderRadius: vars.radius.sm,
              background: vars.color.primary,
              opacity: 0.3 + (0.7 * (i + 1)) / layers.length,
            }}
          />
        </Row>
      ))}
    </Scale>
  );
}

/** `vars.motion`: durations and the easing curve. */
export function Motion() {
  return (
    <Scale>
      {Object.entries(vars.motion).map(([name, token]) => (
        <Row key={name} name={name} token={token}>
          <span />
        </Row>
      ))}
    </Scale>
  );
}
