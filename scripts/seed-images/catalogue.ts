/** The demo catalogue's images (names must match db/seed/catalogue.json). */
import type { GarmentSpec } from './garments.js';
import type { PaintingSpec } from './paintings.js';

export const PRODUCTS: Record<string, GarmentSpec & { bg: string }> = {
  'tee-acid-wash': { kind: 'tee', dye: 'black', patterns: ['acid'], bg: '#e6e0d6' },
  'tee-spiral-bloom': { kind: 'tee', dye: 'black', patterns: ['spiral'], bg: '#e9e3da' },
  'tee-desert-dip': { kind: 'tee', dye: 'brown', patterns: ['ombre'], bg: '#ebe3d6' },
  'tee-midnight-splatter': { kind: 'tee', dye: 'navy', patterns: ['splatter'], bg: '#e3e2df' },
  'tee-sunburst-bullseye': { kind: 'tee', dye: 'forest', patterns: ['bullseye'], bg: '#e7e4da' },
  'hoodie-galaxy-spiral': { kind: 'hoodie', dye: 'black', patterns: ['spiral'], bg: '#e4e1dc' },
  'hoodie-desert-dust': { kind: 'hoodie', dye: 'charcoal', patterns: ['crumple'], bg: '#ebe4d9' },
  'hoodie-tidal-stripe': { kind: 'hoodie', dye: 'navy', patterns: ['stripes'], bg: '#e2e3e2' },
  'sweatshirt-faded-pine': { kind: 'crew', dye: 'forest', patterns: ['ombre', 'splatter'], bg: '#e8e5dc' },
  'jacket-acid-trucker': { kind: 'jacket', dye: 'indigo', patterns: ['acid'], bg: '#e8e2d8' },
  'jacket-black-splatter': { kind: 'jacket', dye: 'blackDenim', patterns: ['splatter'], bg: '#e4e0da' },
  'jacket-bloom-spiral': { kind: 'jacket', dye: 'brown', patterns: ['spiral'], bg: '#ece5da' },
  'jeans-acid-splash': { kind: 'jeans', dye: 'indigo', patterns: ['splatter'], bg: '#e7e3dc' },
  'jeans-indigo-fade': { kind: 'jeans', dye: 'indigo', patterns: ['ombre'], bg: '#e9e5de' },
  'jeans-black-drip': { kind: 'jeans', dye: 'blackDenim', patterns: ['drips'], bg: '#e5e1db' },
};

export const PAINTINGS: Record<string, PaintingSpec> = {
  'painting-tidal-drift': {
    composition: 'tidal',
    palette: ['#0f2a3f', '#1f4e6b', '#2f6a85', '#4f8c9c', '#8fb9bf', '#d9cdb6', '#f4efe6'],
    aspect: 3 / 4,
    frame: 'canvas',
    wall: '#e6e1d8',
  },
  'painting-desert-hymn': {
    composition: 'sun',
    palette: ['#efdcc0', '#d9834a', '#b5523b', '#8a3f2c', '#e3b27a', '#5a3328'],
    aspect: 4 / 5,
    frame: 'oak',
    wall: '#e8e4dc',
  },
  'painting-night-garden': {
    composition: 'gestural',
    palette: ['#15181f', '#2f5c45', '#6f9d78', '#a3c4a0', '#d96f5a', '#6a4c93', '#e8d9b0'],
    aspect: 4 / 5,
    frame: 'black',
    wall: '#dcd8d0',
  },
  'painting-salt-and-rust': {
    composition: 'bleach',
    palette: ['#1c1a1c', '#a4532f', '#f0cfa8', '#0a0a0b'],
    aspect: 3 / 4,
    frame: 'mat',
    wall: '#cfd3cc',
  },
  'painting-quiet-bloom': {
    composition: 'geometric',
    palette: ['#efe6d8', '#d4a58c', '#8a9a7b', '#d8b26e', '#b86b4b', '#6d7f8c', '#3e4a55'],
    aspect: 4 / 5,
    frame: 'mat',
    wall: '#e3ddd3',
  },
  'painting-indigo-hours': {
    composition: 'bleach',
    palette: ['#1c2a4f', '#5d77a8', '#e1e8f1', '#0c1226'],
    aspect: 4 / 5,
    frame: 'black',
    wall: '#e7e2d9',
  },
  'painting-ember-field': {
    composition: 'gestural',
    palette: ['#2a1410', '#c2452d', '#e88a3a', '#f2c14e', '#7a2618', '#f5e6c8'],
    aspect: 1,
    frame: 'canvas',
    wall: '#e4ded4',
  },
  'painting-bleached-horizon': {
    composition: 'horizon',
    palette: ['#e9e4da', '#dcd9d1', '#9fb0b5', '#6f858e', '#2e3438'],
    aspect: 5 / 4,
    frame: 'oak',
    wall: '#dad5cc',
  },
  'painting-still-water': {
    composition: 'colorfield',
    palette: ['#2b4454', '#6e93a0', '#d3dcd3', '#1b2e3a', '#e8efe9'],
    aspect: 4 / 5,
    frame: 'canvas',
    wall: '#e5e0d7',
  },
};
