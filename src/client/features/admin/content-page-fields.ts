import { html, image, type SettingGroup, text, textarea } from './setting-field-kinds';

/** About Page: three titled texts (the accent word follows each title) and two images. */
export const ABOUT_GROUPS: readonly SettingGroup[] = [
  {
    title: 'Story',
    fields: [
      text('aboutStoryTitle', 'Story title', 'Shown before the accent word "Story"'),
      html('aboutStoryContent', 'Story text'),
    ],
  },
  {
    title: 'Process',
    fields: [
      text('aboutProcessTitle', 'Process title', 'Shown before the accent word "Process"'),
      html('aboutProcessContent', 'Process text'),
    ],
  },
  {
    title: 'Values',
    fields: [
      text('aboutValuesTitle', 'Values title', 'Shown before the accent word "Values"'),
      html('aboutValuesContent', 'Values text'),
    ],
  },
  {
    title: 'Images',
    fields: [image('aboutSectionImage', 'First section image'), image('aboutSectionImage2', 'Second section image')],
  },
];

/** Contact Page: heading, contact details, hours, wholesale and the form's title. */
export const CONTACT_GROUPS: readonly SettingGroup[] = [
  {
    title: 'Heading',
    fields: [text('contactPageHeading', 'Page heading'), textarea('contactPageDescription', 'Introduction')],
  },
  {
    title: 'Contact information',
    fields: [
      text('contactInfoTitle', 'Section title'),
      text('contactEmail', 'Email'),
      text('contactPhone', 'Phone'),
      textarea('contactAddress', 'Address'),
    ],
  },
  {
    title: 'Business hours',
    fields: [text('hoursTitle', 'Section title'), html('hoursContent', 'Hours')],
  },
  {
    title: 'Wholesale',
    fields: [text('wholesaleTitle', 'Section title'), html('wholesaleContent', 'Text')],
  },
  {
    title: 'Contact form',
    fields: [text('contactFormTitle', 'Form title')],
  },
];
