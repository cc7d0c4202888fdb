/**
 * Whether what mounts now is adopting HTML the server sent (hydration) rather than drawing anew.
 * Parts that would wait to be scrolled near (sliders, the footer's form) are in the server's HTML;
 * when hydrating they must render at once to match it. Drawn later (a click to another page),
 * they wait for the scroll as before, saving a phone the work.
 */
let hydrating = false;

export const startHydration = () => {
  hydrating = true;
};

/** Called once the first render has been adopted (the root layout's first effect). */
export const endHydration = () => {
  hydrating = false;
};

export const fromServer = () => typeof window === 'undefined' || hydrating;
