/*
 * The accessibility settings before the first paint of a pre-rendered page (issue 23): a learner with
 * large text never sees the cover in small text first. The page's head runs this before <body> is
 * parsed; it reads what the cover's head script already reads (scripts/prerender/coverPage.ts: the
 * browser store's record under the SPEC 9.5 key) and writes nothing to storage.
 *
 * It is the same rule as core's and the same output as ./applySettings.ts, in a few hundred bytes of
 * plain ES5 with no module around it (headScript.test.ts runs it against both, input by input):
 *  - the record: JSON, as the browser store writes it (StoreLimits.json), its `accessibility`; or
 *    format 2 uncompressed ('~2.', what the codec writes for a store without a budget), its
 *    `accessibility` under the short key 'x' of the fields' JSON, which follows the answer stream
 *    (docs/progress-format.md: outside a blob, the stream holds no '{', and a blob is 'J' + its
 *    length in base 36 + ':' + the JSON, skipped by its length);
 *  - readSavedAccessibility: each field of the right type kept, any other one its default, the
 *    dyslexia font winning over the readable one; a value with none of the fields was never chosen,
 *    and the browser's preferences decide (firstLaunchSettings);
 *  - the attributes and --a11y-font-scale of applySettings.
 * The settings it found are left for the player (window.__coursePlayerAccessibility,
 * LaunchPage.accessibility), which starts from them, so nothing changes on screen until the delivery's record is restored. A record
 * elsewhere (an LMS, an LRS, the learner service) is known only then: until that, the page follows the
 * browser's preferences.
 */

/** The script for a course whose browser record is under `progressKey` (the SPEC 9.5 key, CoverModel.progressKey). */
export function accessibilityHeadScript(progressKey: string): string {
  const key = JSON.stringify(progressKey).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return (
    '(function(){var h=document.documentElement,a=null,s,t,i,c,m;' +
    'try{t=localStorage.getItem(' + key + ')||"";' +
    'if(t.charAt(0)==="{")a=JSON.parse(t).accessibility;' +
    'else if(t.slice(0,3)==="~2."){for(i=3;i<t.length&&t.charAt(i)!=="{";i++)if(t.charAt(i)==="J"){c=t.indexOf(":",i);i=c+parseInt(t.slice(i+1,c),36)}' +
    'a=JSON.parse(t.slice(i)).x}}catch(e){a=null}' +
    'if(!a||typeof a!=="object"||Array.isArray(a))a=null;' +
    'var k=["fontSize","isContrastTheme","isReadableFont","isDyslexiaFont","isSeizureSafe"],b=function(v){return v===true};' +
    'if(a&&k.some(function(n){return n in a})){' +
    's={f:[0,1,2,3].indexOf(a.fontSize)<0?0:a.fontSize,c:b(a.isContrastTheme),r:b(a.isReadableFont),d:b(a.isDyslexiaFont),z:b(a.isSeizureSafe)};' +
    'window.__coursePlayerAccessibility={fontSize:s.f,isContrastTheme:s.c,isReadableFont:s.r&&!s.d,isDyslexiaFont:s.d,isSeizureSafe:s.z}}' +
    'else{m=function(q){try{return !!(window.matchMedia&&matchMedia(q).matches)}catch(e){return false}};' +
    "s={f:0,c:m('(prefers-contrast: more)')||m('(forced-colors: active)'),r:false,d:false,z:m('(prefers-reduced-motion: reduce)')}}" +
    "var p=function(n,v){v===null?h.removeAttribute(n):h.setAttribute(n,v)};" +
    "p('data-a11y-contrast',s.c?'':null);p('data-a11y-font',s.d?'dyslexia':s.r?'readable':null);p('data-a11y-seizure-safe',s.z?'':null);" +
    "p('data-a11y-font-size',String(s.f));h.style.setProperty('--a11y-font-scale',String(Math.round(Math.pow(1.1,s.f)*1000)/1000))})()"
  );
}
