import { useState } from 'react'
import { getLocation, restoreSavedLocation } from '@/core/location'
import { chooseCity, getChosenCity } from './atoms'
import { cityOfLocation } from './city'
import { restoreSelectedDealer } from './selected'

/**
 * Spec §2: a page opened with type=1 brings back the saved location, position and selected
 * dealer. Runs once, during the first render, so the page's first fetch already uses them;
 * the saved location counts as the user's city so a location refresh does not replace it.
 */
export function useRestoreSaved(type: string | undefined): void {
  useState(() => {
    if (type !== '1') return null
    const restored = restoreSavedLocation()
    restoreSelectedDealer()
    if (restored.location && !getChosenCity()) chooseCity(cityOfLocation(getLocation()))
    return null
  })
}
