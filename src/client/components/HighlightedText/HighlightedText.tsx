import { useSettings } from '../../features/settings';
import classes from './HighlightedText.module.css';

/**
 * Renders `text` with one word in the primary colour: the `word`th (from 1; 0 or a word the text does not have:
 * none). The hero title's second word by default; the shop name's word the owner chose (`ShopNameText`).
 */
export function HighlightedText({ text, word = 2 }: { text: string; word?: number }) {
  const words = text.trim().split(/\s+/);
  if (word < 1 || word > words.length || words.length < 2) return text;
  const before = words.slice(0, word - 1).join(' ');
  const after = words.slice(word).join(' ');
  return (
    <>
      {before && `${before} `}
      <span className={classes.highlight}>{words[word - 1]}</span>
      {after && ` ${after}`}
    </>
  );
}

/** The shop's name as its text logo shows it: the word the owner chose highlighted (`shopNameHighlight`). */
export function ShopNameText() {
  const { shopName, shopNameHighlight } = useSettings();
  return <HighlightedText text={shopName} word={shopNameHighlight} />;
}
