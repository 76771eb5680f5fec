"use client";

import { useEffect } from "react";
import { fieldId } from "../form-field";

/**
 * With JavaScript, the locality list shows only the chosen state's localities
 * (they are grouped by state in the HTML, so the list reads without it), and
 * choosing a locality chooses its state. A state with one set of rates has no
 * locality to choose, so the list is switched off for it. `state` is the
 * state the address shows, so the list is filtered again after Back or Forward.
 */
export function LocalityFilter({ state: shownState }: { state: string }) {
  useEffect(() => {
    const state = document.getElementById(fieldId("state"));
    const locality = document.getElementById(fieldId("locality"));
    if (!(state instanceof HTMLSelectElement) || !(locality instanceof HTMLSelectElement)) return;
    const groups = [...locality.querySelectorAll("optgroup")];
    const apply = () => {
      let shown = 0;
      for (const group of groups) {
        const show = state.value === "" || group.dataset.groupValue === state.value;
        group.hidden = !show;
        group.disabled = !show;
        if (show) shown += 1;
      }
      const chosen = locality.selectedOptions[0]?.parentElement;
      if (chosen instanceof HTMLOptGroupElement && chosen.disabled) locality.value = "";
      locality.disabled = shown === 0;
    };
    const follow = () => {
      const group = locality.selectedOptions[0]?.parentElement;
      if (group instanceof HTMLOptGroupElement && group.dataset.groupValue && state.value !== group.dataset.groupValue) {
        state.value = group.dataset.groupValue;
        apply();
      }
    };
    // After Back or Forward the form sets the controls from the address in its own effect: filter after it.
    const frame = requestAnimationFrame(apply);
    state.addEventListener("change", apply);
    locality.addEventListener("change", follow);
    return () => {
      cancelAnimationFrame(frame);
      state.removeEventListener("change", apply);
      locality.removeEventListener("change", follow);
    };
  }, [shownState]);
  return null;
}
