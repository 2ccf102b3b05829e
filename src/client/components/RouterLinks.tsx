import type { LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { createLink } from '../nav/nav';
import { Anchor } from './Plain/Plain';
import { Button, type ButtonProps } from './Plain/PlainButton';

type MantineAnchorProps = Omit<ComponentPropsWithRef<typeof Anchor<'a'>>, 'href'>;
type MantineButtonProps = Omit<ButtonProps & ComponentPropsWithRef<'a'>, 'href'>;

function MantineAnchor(props: MantineAnchorProps) {
  return <Anchor {...props} />;
}

function MantineButtonAnchor(props: MantineButtonProps) {
  return <Button component="a" {...props} />;
}

const CreatedAnchorLink = createLink(MantineAnchor);
const CreatedButtonLink = createLink(MantineButtonAnchor);

/** A Mantine Anchor that navigates with the router (typed `to`, preloading on intent). */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchorLink {...props} />;

/** A Mantine Button rendered as a router link. */
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => <CreatedButtonLink {...props} />;
