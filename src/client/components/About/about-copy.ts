import type { Icon } from '@tabler/icons-react';
import { IconHeartHandshake, IconLeaf, IconPalette, IconSparkles } from '@tabler/icons-react';

/** The about page's built-in words, used while the matching site setting is empty. */
export function storyParagraphs(shopName: string, artistName: string): string[] {
  return [
    `${shopName} started at a kitchen sink with a spray bottle, a stack of thrifted black tees and a lot of curiosity. ${artistName} wanted clothes that felt lived-in from the first wear and that nobody else could own.`,
    'Today every piece is still bleached by hand in our small studio. The same instinct for colour and texture that shapes the garments runs through the original paintings and prints: slow work, happy accidents and nothing mass-produced.',
  ];
}

export const PROCESS_STEPS = [
  {
    title: 'Selection',
    text: 'We start with heavyweight cotton and sturdy denim, chosen to take bleach beautifully and last for years.',
  },
  {
    title: 'Design',
    text: 'Spirals, splatters, dips and drips: each pattern is planned by hand, then left a little room to surprise us.',
  },
  {
    title: 'Treatment',
    text: 'The bleach is applied, watched and neutralised at just the right moment, then every piece is washed and finished.',
  },
] as const;

export const VALUES: readonly { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Sustainability',
    text: 'Small batches, durable blanks and no overproduction. We make what people will wear for a long time.',
    icon: IconLeaf,
  },
  {
    title: 'Individuality',
    text: 'No two pieces match. What you buy is yours alone, down to the last drip.',
    icon: IconSparkles,
  },
  {
    title: 'Craftsmanship',
    text: 'Every garment and painting passes through the same pair of hands, with the same care.',
    icon: IconPalette,
  },
  {
    title: 'Community',
    text: 'We are built by the people who wear, share and collect the work. Thank you for being part of it.',
    icon: IconHeartHandshake,
  },
];
