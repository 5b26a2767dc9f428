/**
 * The portfolio gallery's decisions (features/profile/galleryNav.ts): the viewer's keys and swipes,
 * its 'n de N', and the owner's moves in the gallery editor.
 */
import { describe, it } from 'mocha';
import { expect } from 'chai';
import { SWIPE_MIN_PX, movedOrder, positionLabel, stepWithin, swipeStep, viewerKeyStep } from '../src/features/profile/galleryNav';

describe('viewerKeyStep', () => {
  it('moves one image with the arrows and stops at the ends', () => {
    expect(viewerKeyStep('ArrowRight', 0, 3)).to.deep.equal({ kind: 'show', index: 1 });
    expect(viewerKeyStep('ArrowLeft', 2, 3)).to.deep.equal({ kind: 'show', index: 1 });
    expect(viewerKeyStep('ArrowRight', 2, 3)).to.equal(null);
    expect(viewerKeyStep('ArrowLeft', 0, 3)).to.equal(null);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(viewerKeyStep('Home', 2, 3)).to.deep.equal({ kind: 'show', index: 0 });
    expect(viewerKeyStep('End', 0, 3)).to.deep.equal({ kind: 'show', index: 2 });
    expect(viewerKeyStep('Home', 0, 3)).to.equal(null);
  });

  it('closes with Esc, even with nothing to show, and leaves every other key alone', () => {
    expect(viewerKeyStep('Escape', 1, 3)).to.deep.equal({ kind: 'close' });
    expect(viewerKeyStep('Escape', 0, 0)).to.deep.equal({ kind: 'close' });
    for (const key of ['Tab', 'Enter', ' ', 'ArrowUp', 'a']) expect(viewerKeyStep(key, 1, 3)).to.equal(null);
    expect(viewerKeyStep('ArrowRight', 0, 0)).to.equal(null);
    expect(viewerKeyStep('ArrowRight', 0, 1)).to.equal(null);
  });
});

describe('swipeStep', () => {
  it('shows the next image on a right-to-left swipe and the previous on a left-to-right one', () => {
    expect(swipeStep(-120, 10)).to.equal(1);
    expect(swipeStep(120, -10)).to.equal(-1);
  });

  it('ignores a tap, a short wobble and a mostly vertical scroll', () => {
    expect(swipeStep(0, 0)).to.equal(0);
    expect(swipeStep(SWIPE_MIN_PX - 1, 0)).to.equal(0);
    expect(swipeStep(-60, 200)).to.equal(0);
    expect(swipeStep(SWIPE_MIN_PX, 0)).to.equal(-1);
  });

  it('keeps the step within the gallery', () => {
    expect(stepWithin(2, 1, 3)).to.equal(2);
    expect(stepWithin(0, -1, 3)).to.equal(0);
    expect(stepWithin(1, 1, 3)).to.equal(2);
    expect(stepWithin(5, 0, 3)).to.equal(2);
    expect(stepWithin(0, 1, 0)).to.equal(0);
  });
});

describe('positionLabel and movedOrder', () => {
  it("says 'n de N' from one", () => {
    expect(positionLabel(0, 3)).to.equal('1 de 3');
    expect(positionLabel(2, 3)).to.equal('3 de 3');
  });

  it('moves one image left or right, never out of the list, without changing the list given', () => {
    const ids = ['a', 'b', 'c'];
    expect(movedOrder(ids, 2, -1)).to.deep.equal(['a', 'c', 'b']);
    expect(movedOrder(ids, 0, 1)).to.deep.equal(['b', 'a', 'c']);
    expect(movedOrder(ids, 0, -1)).to.equal(null);
    expect(movedOrder(ids, 2, 1)).to.equal(null);
    expect(movedOrder(ids, 5, -1)).to.equal(null);
    expect(ids).to.deep.equal(['a', 'b', 'c']);
  });
});
