// Entry point of index.html and embed.html: mounts the explorer on the page, in step with the URL.
// In an iframe (embed.html) it also tells the page around it how tall it is, so that the frame
// can fit its content (see the README's iframe snippet).
import { mountExplorer } from './explorer.js';

const root = document.getElementById('app');
// embed.html shows the explorer alone, in an iframe: its URL follows without adding history.
const embedded = root.dataset.embed === 'true';
if (embedded && window.parent !== window) {
  let last = 0;
  const tell = () => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'asg-explorer:height', height }, '*');
  };
  new ResizeObserver(tell).observe(document.body);
}
mountExplorer(root, embedded ? { syncUrl: 'replace', embed: true } : { syncUrl: true })
  .then((explorer) => {
    // For the curious (and the tests): `asgExplorer.game.value(10n ** 18n)` in the console.
    window.asgExplorer = explorer;
  })
  .catch((e) => {
    const p = document.createElement('p');
    p.className = 'asg-error';
    p.textContent = `The explorer could not start: ${e?.message ?? e}`;
    root.replaceChildren(p);
    console.error(e);
  });
