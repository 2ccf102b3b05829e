import type { Icon } from '@tabler/icons-react';
import { IconHeartHandshake, IconLeaf, IconPalette, IconSparkles } from '@tabler/icons-react';
import type aboutMessages from '../../i18n/messages/about.en.json';

type Id = keyof typeof aboutMessages;

/** The about page's built-in words (message ids), used while the matching site setting is empty. */
export const STORY_PARAGRAPHS: readonly Id[] = ['about.story1', 'about.story2'];

export const PROCESS_STEPS: readonly { title: Id; text: Id }[] = [
  { title: 'about.step1Title', text: 'about.step1Text' },
  { title: 'about.step2Title', text: 'about.step2Text' },
  { title: 'about.step3Title', text: 'about.step3Text' },
];

export const VALUES: readonly { title: Id; text: Id; icon: Icon }[] = [
  { title: 'about.value1Title', text: 'about.value1Text', icon: IconLeaf },
  { title: 'about.value2Title', text: 'about.value2Text', icon: IconSparkles },
  { title: 'about.value3Title', text: 'about.value3Text', icon: IconPalette },
  { title: 'about.value4Title', text: 'about.value4Text', icon: IconHeartHandshake },
];
