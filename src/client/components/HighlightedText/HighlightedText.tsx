import classes from './HighlightedText.module.css';

/**
 * Renders `text` with its second word in the primary colour: the middle word of
 * a three-word shop name ("Wild **Bleach** Studio") and the hero title's second word.
 */
export function HighlightedText({ text }: { text: string }) {
  const words = text.trim().split(/\s+/);
  if (words.length < 2) return text;
  const [first, second, ...rest] = words;
  return (
    <>
      {first} <span className={classes.highlight}>{second}</span>
      {rest.length > 0 && ` ${rest.join(' ')}`}
    </>
  );
}
