import { useEffect } from 'react';

/**
 * Sets the page's meta description. index.html carries a site-wide one; each public page replaces it with its
 * own so search results describe the page a link leads to. The original is restored when the page unmounts.
 */
export function usePageDescription(description: string) {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (meta) meta.content = previous;
    };
  }, [description]);
}
