// The part of Discord's Embedded App SDK that activity.js uses; `npm run build` bundles it into
// ../discord-sdk.js. The SDK's published build already inlines its dependencies (zod, uuid, ...)
// without their licence headers, so the notice below (kept by --legal-comments=eof) carries them.

/*! Bundled: @discord/embedded-app-sdk, Copyright (c) 2024 Discord Inc. (MIT);
 * zod, Copyright (c) Colin McDonnell (MIT); uuid, Copyright (c) 2010-2020 Robert Kieffer and
 * other contributors (MIT); eventemitter3, Copyright (c) 2014 Arnout Kazemier (MIT);
 * lodash.transform, Copyright jQuery Foundation and other contributors <https://jquery.org/> (MIT);
 * decimal.js-light, Copyright (c) Michael Mclaughlin (MIT); big-integer (Unlicense, public domain).
 *
 * MIT License: Permission is hereby granted, free of charge, to any person obtaining a copy of
 * this software and associated documentation files (the "Software"), to deal in the Software
 * without restriction, including without limitation the rights to use, copy, modify, merge,
 * publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to
 * whom the Software is furnished to do so, subject to the following conditions: The above
 * copyright notice and this permission notice shall be included in all copies or substantial
 * portions of the Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
 * EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR
 * A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE
 * LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
 * OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS
 * IN THE SOFTWARE.
 */

export { DiscordSDK, Events } from '@discord/embedded-app-sdk';
