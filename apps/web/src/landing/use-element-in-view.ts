import { useEffect, useState } from 'react';

/** Whether the element with this id shows in the viewport at all. False until measured (and on the server). */
export function useElementInView(id: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return inView;
}
