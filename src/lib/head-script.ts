/**
 * The one script index.html runs inline, at the top of <head> before the body paints, allowed by
 * its hash in the CSP (deploy/content-security-policy.ts; put there by build/head-script.ts):
 * - the customer's theme mode and up colour (src/lib/theme-storage.ts);
 * - on any page but the site's root, the request for the pages' files list and the code that reads
 *   it with the chunks it imports (start-up's landing, src/app/early-start.ts), named by
 *   `<meta name="landing-files">` just before it. They then download beside site.json and the app's first code, instead of waiting
 *   for the entry's code to arrive and run before they are asked for;
 * - until the app has taken over a page the server rendered (App.tsx), `data-starting` on <html>:
 *   the page takes no click but on a link or a button (index.html's style), no typing and sends no
 *   form, so nothing is used before it works. A link works from the first paint: it loads the page
 *   it names, rendered too. A button that is not a form's (a menu, a tab, a toggle) keeps the last
 *   click it got, and the app carries it out once it has taken over (src/lib/page-taken-over.ts).
 *   Meanwhile the button clicked has the focus and `data-held` on <html> shows it on its way
 *   (index.html's style), until the focus goes elsewhere or the app has the page.
 *   After 10 s without the app, the mark goes. Without JavaScript the script does not run, and the
 *   links work from the start.
 */
import { themeBootScript } from './theme-storage.ts';
import { heldClickKey, heldClickTargets } from './held-click.ts';

const landingPreloadScript = (): string =>
  `try{var l=document.querySelector('meta[name="landing-files"]'),h=document.head,p=function(r,a,f){var k=document.createElement('link');k.rel=r;if(a)k.setAttribute('as',a);k.setAttribute('crossorigin','anonymous');k.href=f;h.appendChild(k)};if(l&&location.pathname!=='/'){p('preload','fetch',l.content);if(l.dataset.code)l.dataset.code.split(' ').forEach(function(f){p('modulepreload','',f)})}}catch(x){}`;

const takeoverScript = (): string =>
  `try{var r=document.documentElement;r.dataset.starting='';setTimeout(function(){delete r.dataset.starting},10000);['submit','beforeinput'].forEach(function(t){document.addEventListener(t,function(e){if('starting' in r.dataset)e.preventDefault()},true)});document.addEventListener('click',function(e){var b=('starting' in r.dataset)&&e.target instanceof Element&&e.target.closest(${JSON.stringify(heldClickTargets)});if(b){e.preventDefault();e.stopPropagation();r[${JSON.stringify(heldClickKey)}]=b;r.dataset.held='';if(document.activeElement!==b)b.focus({preventScroll:true})}},true);document.addEventListener('focusin',function(e){if(e.target!==r[${JSON.stringify(heldClickKey)}])delete r.dataset.held},true)}catch(x){}`;

export const headScript = (): string => themeBootScript() + landingPreloadScript() + takeoverScript();
