/** happy-dom has no document.fonts; Mantine's autosizing Textarea listens to it. Imported by the admin tests. */
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}
