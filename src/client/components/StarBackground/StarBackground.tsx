import { useComputedColorScheme } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import classes from './StarBackground.module.css';
import {
  createShootingStar,
  createStars,
  nextShootingDelay,
  type ShootingStar,
  type Star,
  shootingGroupSize,
} from './star-field';

/** Opacity a shooting star loses each frame (it fades out in about a second). */
const SHOOTING_FADE_PER_FRAME = 0.018;

function drawStars(context: CanvasRenderingContext2D, stars: readonly Star[], time: number, rgb: string) {
  for (const star of stars) {
    const twinkle = 0.65 + 0.35 * Math.sin(star.phase + (time / 1000) * star.speed);
    context.fillStyle = `rgba(${rgb}, ${star.alpha * twinkle})`;
    context.beginPath();
    context.arc(star.x, star.y, star.radius, 0, Math.PI * 2);
    context.fill();
  }
}

function drawShootingStar(context: CanvasRenderingContext2D, shot: ShootingStar, rgb: string) {
  const speed = Math.hypot(shot.vx, shot.vy);
  const tailX = shot.x - (shot.vx / speed) * shot.length;
  const tailY = shot.y - (shot.vy / speed) * shot.length;
  const gradient = context.createLinearGradient(shot.x, shot.y, tailX, tailY);
  gradient.addColorStop(0, `rgba(${rgb}, ${shot.life})`);
  gradient.addColorStop(1, `rgba(${rgb}, 0)`);
  context.strokeStyle = gradient;
  context.lineWidth = 1.6;
  context.beginPath();
  context.moveTo(shot.x, shot.y);
  context.lineTo(tailX, tailY);
  context.stroke();
}

/**
 * The optional star-gazing background (setting enableStarGazing): twinkling stars,
 * one per 5000 px² of screen, and now and then a group of shooting stars. It pauses
 * while the tab is hidden and stays off for visitors who prefer reduced motion.
 */
export function StarBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useReducedMotion();
  const scheme = useComputedColorScheme('light');
  const rgb = scheme === 'dark' ? '255, 255, 255' : '120, 113, 108';

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || reducedMotion) return;

    let stars: Star[] = [];
    let shots: ShootingStar[] = [];
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      const { innerWidth: width, innerHeight: height } = window;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      stars = createStars(width, height);
    };

    const render = (time: number) => {
      context.clearRect(0, 0, window.innerWidth, window.innerHeight);
      drawStars(context, stars, time, rgb);
      shots = shots.filter((shot) => shot.life > 0);
      for (const shot of shots) {
        drawShootingStar(context, shot, rgb);
        shot.x += shot.vx;
        shot.y += shot.vy;
        shot.life -= SHOOTING_FADE_PER_FRAME;
      }
      frame = requestAnimationFrame(render);
    };

    const scheduleShootingStars = () => {
      timer = setTimeout(() => {
        const count = shootingGroupSize();
        for (let i = 0; i < count; i += 1) shots.push(createShootingStar(window.innerWidth, window.innerHeight));
        scheduleShootingStars();
      }, nextShootingDelay());
    };

    const start = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(render);
      scheduleShootingStars();
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      frame = 0;
      shots = [];
    };
    const onVisibility = () => (document.hidden ? stop() : start());

    resize();
    if (!document.hidden) start();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reducedMotion, rgb]);

  if (reducedMotion) return null;
  return <canvas ref={canvasRef} className={classes.canvas} aria-hidden />;
}
