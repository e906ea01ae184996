/** What a tap before the entry script has run would lose: the assistant's launchers, and the controls of islands. */
const CONTROLS_THAT_NEED_THE_ENTRY = '[data-assistant-open],[data-island] :is(button,[role=button],summary)';

/**
 * Requests the page's entry script once the first contentful paint has happened, not while the page's HTML and
 * stylesheet are still arriving: on a slow phone the script's bytes then do not compete with the first paint
 * (decision 0012, issue 39 item 7). Until the script has run, a tap on a control that needs it is held, and the last
 * one is replayed once it has, so nothing the visitor did is lost. Without paint timing the script is requested at
 * once; a page that has not painted a second after its load event (a background tab) requests it then. One body on
 * every page, so the CSP needs one hash; the script's address is in `data-entry`.
 */
const LOADER = `(()=>{const d=document,s=d.currentScript;let t=0,h;const p=e=>{const c=e.target.closest&&e.target.closest(${JSON.stringify(
  CONTROLS_THAT_NEED_THE_ENTRY,
)});c&&(e.preventDefault(),e.stopImmediatePropagation(),h=c)};d.addEventListener("click",p,!0);const l=()=>{if(t++)return;const m=d.createElement("script");m.type="module";m.src=s.dataset.entry;m.onload=m.onerror=()=>{d.removeEventListener("click",p,!0);h&&h.click()};d.head.append(m)};PerformanceObserver.supportedEntryTypes?.includes("paint")?new PerformanceObserver(e=>{e.getEntriesByName("first-contentful-paint").length&&l()}).observe({type:"paint",buffered:!0}):l();addEventListener("load",()=>setTimeout(l,1e3))})()`;

export function EntryScriptAfterFirstPaint({ src }: { src: string }) {
  return <script data-entry={src} dangerouslySetInnerHTML={{ __html: LOADER }} />;
}
