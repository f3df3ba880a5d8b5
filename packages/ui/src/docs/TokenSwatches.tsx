/**
 * Renders the design tokens from `theme/tokens.ts` for the Tokens docs page and its stories.
 * Swatches paint with the live `vars`, so they follow the colour mode; the text lists both the
 * light and the dark value. Documentation only: not exported from the package.
 */
import { vars } from '../theme/contract.css';
import { darkColors, lightColors, staticTokens } from '../theme/tokens';
import * as styles from './TokenSwatches.css';

type ColorGroup = keyof typeof lightColors;
const groups = Object.keys(lightColors) as ColorGroup[];

export function ColorSwatches() {
  return (
    <div className={styles.colorPage}>
      <h3 className={styles.groupTitle}>Colours (live swatch · light value · dark value)</h3>
      <ul className={styles.swatches}>
        {groups.flatMap((group) =>
          (Object.keys(lightColors[group]) as string[]).map((name) => {
            const live = (vars.color[group] as Record<string, string>)[name];
            const light = (lightColors[group] as Record<string, string>)[name];
            const dark = (darkColors[group] as Record<string, string>)[name];
            return (
              <li key={`${group}-${name}`} className={styles.swatch}>
                <span className={styles.chip} style={{ backgroundColor: live }} />
                <span className={styles.swatchText}>
                  <code className={styles.tokenName}>{`--wg-color-${group}-${name}`}</code>
                  <span className={styles.mono}>
                    {light} · {dark}
                  </span>
                </span>
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
}

const sizes = Object.entries(staticTokens.fontSize);

export function TypeScale() {
  return (
    <div className={styles.page}>
      {(['heading', 'body'] as const).map((font) => (
        <section key={font} aria-labelledby={`tokens-font-${font}`}>
          <h3 id={`tokens-font-${font}`} className={styles.groupTitle}>
            {font} font
          </h3>
          <ul className={styles.rows}>
            {sizes.map(([name, size]) => (
              <li key={name} className={styles.row}>
                <code className={styles.mono}>
                  {name} · {size}
                </code>
                <p
                  className={styles.sample}
                  style={{ fontFamily: vars.font[font], fontSize: size }}
                >
                  Grow together
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function SpacingScale() {
  return (
    <div className={styles.page}>
      <section aria-labelledby="tokens-space">
        <h3 id="tokens-space" className={styles.groupTitle}>
          Spacing
        </h3>
        <ul className={styles.rows}>
          {Object.entries(staticTokens.space).map(([name, size]) => (
            <li key={name} className={styles.row}>
              <code className={styles.mono}>
                space {name} · {size}
              </code>
              <span className={styles.bar} style={{ width: size === '0' ? '1px' : size }} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-radius">
        <h3 id="tokens-radius" className={styles.groupTitle}>
          Radius
        </h3>
        <ul className={styles.rows}>
          {Object.entries(staticTokens.radius).map(([name, radius]) => (
            <li key={name} className={styles.row}>
              <code className={styles.mono}>
                {name} · {radius}
              </code>
              <span className={styles.radiusBox} style={{ borderRadius: radius }} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
