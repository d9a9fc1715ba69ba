import { Anchor, List, Text } from '@mantine/core';
import type { Token, Tokens } from 'marked';
import classes from './policy-view.module.css';

/**
 * Renders the Markdown of a legal text as React elements (never as HTML strings), so the page keeps the
 * Mantine typography and a stray tag in a text shows as text.
 */
export function MarkdownBlocks({ tokens, lead = false }: { tokens: Token[]; lead?: boolean }) {
  return tokens.map((token, index) => <Block key={index} token={token} lead={lead} />);
}

function Block({ token, lead }: { token: Token; lead: boolean }) {
  switch (token.type) {
    case 'paragraph':
      return lead ? (
        <Text fz={{ base: 'md', sm: 'lg' }} lh={1.65}>
          <Inline tokens={token.tokens} />
        </Text>
      ) : (
        <Text lh={1.7}>
          <Inline tokens={token.tokens} />
        </Text>
      );
    case 'list': {
      const list = token as Tokens.List;
      return (
        <List type={list.ordered ? 'ordered' : 'unordered'} spacing="xs" withPadding className={classes.list}>
          {list.items.map((item, index) => (
            <List.Item key={index}>
              <MarkdownBlocks tokens={item.tokens} />
            </List.Item>
          ))}
        </List>
      );
    }
    // Inside a tight list item the text of the item is a block of its own.
    case 'text':
      return <Inline tokens={token.tokens ?? [token]} />;
    default:
      return <Text lh={1.7}>{token.raw}</Text>;
  }
}

function Inline({ tokens }: { tokens: Token[] | undefined }) {
  return tokens?.map((token, index) => <InlineToken key={index} token={token} />);
}

function InlineToken({ token }: { token: Token }) {
  switch (token.type) {
    case 'strong':
      return (
        <strong>
          <Inline tokens={token.tokens} />
        </strong>
      );
    case 'em':
      return (
        <em>
          <Inline tokens={token.tokens} />
        </em>
      );
    case 'link':
      return (
        <Anchor href={token.href} inherit>
          <Inline tokens={token.tokens} />
        </Anchor>
      );
    case 'br':
      return <br />;
    case 'text':
      return token.tokens ? <Inline tokens={token.tokens} /> : token.text;
    default:
      return 'text' in token ? String(token.text) : token.raw;
  }
}
