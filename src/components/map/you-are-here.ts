// "You are here" on the map: the blue dot with a halo that map apps draw for
// the traveller, an element of its own (you-are-here.css) so it looks like no
// pin (pins are round, coloured by category, one of them blue) and a screen
// reader can name it.

export function youAreHereElement(): HTMLElement {
  const dot = document.createElement('div');
  dot.className = 'you-are-here';
  dot.setAttribute('role', 'img');
  dot.setAttribute('aria-label', 'You are here');
  dot.dataset.testid = 'you-are-here';
  return dot;
}
