/** One star per this many square pixels of screen (spec §9). */
const PIXELS_PER_STAR = 5000;
/** Shooting stars come every 3 to 20 seconds (spec §9). */
const SHOOTING_MIN_DELAY_MS = 3000;
const SHOOTING_MAX_DELAY_MS = 20_000;

export interface Star {
  x: number;
  y: number;
  radius: number;
  /** Base opacity and twinkle phase/speed. */
  alpha: number;
  phase: number;
  speed: number;
}

export interface ShootingStar {
  x: number;
  y: number;
  vx: number;
  vy: number;
  length: number;
  /** 1 when born, fades to 0. */
  life: number;
}

type Random = () => number;

export function starCount(width: number, height: number): number {
  return Math.max(0, Math.floor((width * height) / PIXELS_PER_STAR));
}

export function createStars(width: number, height: number, random: Random = Math.random): Star[] {
  return Array.from({ length: starCount(width, height) }, () => ({
    x: random() * width,
    y: random() * height,
    radius: 0.3 + random() * 1.1,
    alpha: 0.3 + random() * 0.6,
    phase: random() * Math.PI * 2,
    speed: 0.4 + random() * 1.6,
  }));
}

/** How many shooting stars fly together: 1, 2 or 3 with chances 60 %, 30 % and 10 % (spec §9). */
export function shootingGroupSize(random: Random = Math.random): 1 | 2 | 3 {
  const roll = random();
  if (roll < 0.6) return 1;
  if (roll < 0.9) return 2;
  return 3;
}

/** Milliseconds until the next group of shooting stars: uniformly 3 to 20 seconds. */
export function nextShootingDelay(random: Random = Math.random): number {
  return SHOOTING_MIN_DELAY_MS + random() * (SHOOTING_MAX_DELAY_MS - SHOOTING_MIN_DELAY_MS);
}

/** A shooting star starting in the upper part of the screen and falling diagonally. */
export function createShootingStar(width: number, height: number, random: Random = Math.random): ShootingStar {
  const angle = Math.PI / 5 + random() * (Math.PI / 8);
  const speed = 9 + random() * 6;
  const direction = random() < 0.5 ? 1 : -1;
  return {
    x: width * (0.15 + random() * 0.7),
    y: height * random() * 0.4,
    vx: Math.cos(angle) * speed * direction,
    vy: Math.sin(angle) * speed,
    length: 80 + random() * 90,
    life: 1,
  };
}
