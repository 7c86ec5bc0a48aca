// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { apiEffects } from '../api/effects.ts';
import { attachEffectsHost, bufferUiEffects, type UiEffect } from './effects-buffer.ts';

const toast = (message: string): UiEffect => ({ type: 'toast', code: 77001, message });

describe('the effects buffer', () => {
  it('keeps the dialogs and toasts that come before the host, shows them when it attaches, then passes the rest straight on', () => {
    const needed = vi.fn();
    const stopBuffering = bufferUiEffects(needed);
    apiEffects.emit(toast('first'));
    apiEffects.emit({ type: 'maintenance' });
    apiEffects.emit(toast('second'));
    expect(needed).toHaveBeenCalledTimes(2);
    const shown: UiEffect[] = [];
    const detach = attachEffectsHost((effect) => shown.push(effect));
    expect(shown).toEqual([toast('first'), toast('second')]);
    apiEffects.emit(toast('third'));
    expect(shown).toEqual([toast('first'), toast('second'), toast('third')]);
    detach();
    stopBuffering();
  });
});
