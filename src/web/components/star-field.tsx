import { STAR_GROUPS, starField } from './star-field-layout';

const STARS = starField();
const GROUPS = Array.from({ length: STAR_GROUPS }, (_, group) => STARS.filter((star) => star.group === group));

/**
 * 100 twinkling dots behind the hero; still when the visitor prefers reduced motion. The stars
 * twinkle in a few groups, each one animation, because a hundred separate animations keep a
 * phone's main thread busy.
 */
export function StarField() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {GROUPS.map((stars, group) => (
        <div
          key={group}
          className="absolute inset-0 will-change-[opacity] motion-safe:animate-twinkle"
          style={{ animationDelay: `${group * -1.3}s`, animationDuration: `${3 + group * 0.7}s` }}
        >
          {stars.map((star, index) => (
            <span
              key={index}
              data-star=""
              className="absolute rounded-full bg-white"
              style={{ left: `${star.x}%`, top: `${star.y}%`, width: star.size, height: star.size }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
