/**
 * The keyboard focus indicator everywhere. A dark ring outside a white band: at least 3:1 against
 * whatever it sits on (white pages, the green header, a photo), which the yellow ring (1.9:1 on
 * white) was not.
 */
export const focusRing = { outline: '3px solid #0b3d91', outlineOffset: 2, boxShadow: '0 0 0 2px #ffffff' };
