/**
 * For cards in long grids: off-screen cards are not laid out or painted until scrolled near. A grid
 * of cover art (the demo's is SVG) otherwise costs a phone over a second of main thread at load.
 * The intrinsic size is a card's usual height, remembered once it has rendered ("auto"). Only the
 * height: a one-value contain-intrinsic-size sets the width too, and a 30rem-wide card pushed a
 * phone's one-column grid out past the screen, so the page scrolled sideways.
 */
export const renderWhenNear = '[contain-intrinsic-block-size:auto_30rem] [content-visibility:auto]';
