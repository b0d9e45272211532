// Entry point of index.html and embed.html: mounts the explorer on the page, in step with the URL.
import { mountExplorer } from './explorer.js';

const root = document.getElementById('app');
// embed.html shows the explorer alone, in an iframe: its URL follows without adding history.
const embedded = root.dataset.embed === 'true';
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
