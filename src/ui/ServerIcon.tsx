/**
 * A small picture the server names beside a text: a coin's icon, a help category's, a network's or
 * a project's logo. It says nothing a screen reader needs (the text beside it does), and it loads
 * lazily: the browser makes each SVG picture a document of its own, about 25 ms of a slow phone's
 * main thread, inside the task that puts it in the page; a list of thirty drawn at once held a tap
 * for most of a second. Lazy, those near the screen load one by one after the list is drawn.
 */
interface ServerIconProps {
  src: string;
  /** Width and height in CSS pixels: the space is kept before the picture comes. */
  size: number;
  className?: string;
}

export function ServerIcon({ src, size, className }: ServerIconProps) {
  return <img className={className} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
