import { SIGNS, SIGN_GLYPHS } from '../../astro/signs';

/** The twelve glyphs on a slowly turning wheel; still for visitors who prefer reduced motion. */
export function SignRing() {
  return (
    <div aria-hidden="true" className="relative mx-auto size-48 motion-safe:animate-[spin_24s_linear_infinite]">
      {SIGNS.map((sign, index) => {
        const angle = (index / SIGNS.length) * 2 * Math.PI;
        return (
          <span
            key={sign}
            className="absolute text-2xl text-gold"
            style={{
              left: `${50 + 42 * Math.sin(angle)}%`,
              top: `${50 - 42 * Math.cos(angle)}%`,
              transform: 'translate(-50%, -50%)',
            }}
          >
            {SIGN_GLYPHS[sign]}
          </span>
        );
      })}
      <span className="absolute inset-[30%] rounded-full border border-gold/40" />
    </div>
  );
}
