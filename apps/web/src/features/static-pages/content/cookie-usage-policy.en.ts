import { POLICIES_UPDATED } from './updated';
import type { PolicyDocument } from './types';

export const document: PolicyDocument = {
  updated: POLICIES_UPDATED,
  intro: [
    'This Cookie Usage Policy explains which cookies and similar browser technologies Venture Platform (the "Platform") uses, why it needs them and how you can control them. It complements the Privacy Policy.',
  ],
  sections: [
    {
      id: 'what-are-cookies',
      heading: '1. What cookies and browser storage are',
      paragraphs: [
        'A cookie is a small text file that a website asks your browser to keep and send back on later visits. Local storage and session storage are similar browser features that let a website remember small pieces of information on your device: local storage keeps them until they are deleted, session storage only until the browser tab is closed.',
      ],
    },
    {
      id: 'what-we-use',
      heading: '2. What the Platform stores and why',
      paragraphs: ['The Platform uses only what it needs to work and to remember your choices:'],
      items: [
        'Cookie "isCookieAgreementAccepted": remembers that you have read this notice, so the banner is not shown again. Kept for 365 days.',
        'Local storage "token": keeps you signed in to your cabinet. It is renewed while you use the Platform and removed when you log out.',
        'Local storage "current_language": the interface language you chose, English or Russian.',
        'Local storage for list settings: the columns and filters you set in the startups list, the crowdfunding list, the pilot showcase and the expert list, so they stay as you left them. They are removed when you reset the filters or log out.',
        'Session storage "navigation_history": the last nine pages you opened in the current tab, so that after signing in you return to the page you were going to. It disappears when the tab is closed.',
      ],
    },
    {
      id: 'no-tracking',
      heading: '3. No advertising or tracking cookies',
      paragraphs: [
        'The Platform does not use advertising cookies and does not let third parties track you across websites. Should we ever add analytics, we will update this Policy first and ask for your consent where the law requires it.',
      ],
    },
    {
      id: 'control',
      heading: '4. How to control cookies',
      paragraphs: [
        'You can view and delete cookies and site data in the settings of your browser, and block them for all or some websites. Because the Platform only uses what it needs to work, blocking or deleting this data will sign you out, reset your language and list settings, and may show the cookie notice again. The cabinet cannot keep you signed in without browser storage.',
      ],
    },
    {
      id: 'changes',
      heading: '5. Changes and contact',
      paragraphs: [
        'We will update this Policy whenever the list above changes; the date at the top shows the current version. Questions can be sent through the Messages section of your cabinet or to the contact address published on the Platform.',
      ],
    },
  ],
};
