/** Where a star that the server refused reports it: the market board shows one message for the list. */
import { createContext, useContext } from 'react';
import type { StarResult } from './favorites.ts';

export type FavoriteRefused = (pair: string, refusal: Extract<StarResult, { ok: false }>) => void;

export const FavoriteRefusal = createContext<FavoriteRefused>(() => undefined);

export const useFavoriteRefusal = (): FavoriteRefused => useContext(FavoriteRefusal);
