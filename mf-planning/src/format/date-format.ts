/**
 * Formats dates in the browser's language. Building an Intl.DateTimeFormat costs far more than
 * using one (the planner formats ~40 labels a render), so each is built once per language.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): (language?: string) => Intl.DateTimeFormat {
  const built = new Map<string, Intl.DateTimeFormat>();
  return (language = navigator.language) => {
    let format = built.get(language);
    if (!format) {
      format = new Intl.DateTimeFormat(language, options);
      built.set(language, format);
    }
    return format;
  };
}
