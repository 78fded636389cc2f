import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import {
  RichTextEditor as MantineRichTextEditor,
  type RichTextEditorLabels,
} from '@mantine/tiptap';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';

const LABELS: Partial<RichTextEditorLabels> = {
  h2ControlLabel: 'Título',
  h3ControlLabel: 'Subtítulo',
  boldControlLabel: 'Negritas',
  italicControlLabel: 'Cursivas',
  linkControlLabel: 'Enlace',
  unlinkControlLabel: 'Quitar enlace',
  bulletListControlLabel: 'Lista con viñetas',
  orderedListControlLabel: 'Lista numerada',
  blockquoteControlLabel: 'Cita',
  tableInsertControlLabel: 'Insertar tabla',
  tableInsertLabel: (columns, rows) => `Tabla de ${columns} × ${rows}`,
  undoControlLabel: 'Deshacer',
  redoControlLabel: 'Rehacer',
  linkEditorInputLabel: 'Dirección del enlace',
  linkEditorInputPlaceholder: 'https://ejemplo.com/',
  linkEditorExternalLink: 'Abrir en otra pestaña',
  linkEditorInternalLink: 'Abrir en la misma pestaña',
  linkEditorSave: 'Guardar',
};

export interface RichTextEditorProps {
  label: string;
  /** HTML; when it changes from outside (data loaded, form reset) the editor shows it. */
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  error?: string | null;
}

/**
 * The spec's rich-text editor: heading, bold, italic, link, bulleted list, numbered list, block
 * quote, table, undo and redo. The server sanitises what it stores; this only writes HTML.
 * Import it only from the admin and article areas: it keeps Tiptap out of the public pages.
 */
export function RichTextEditor({ label, value, onChange, required, error }: RichTextEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, defaultProtocol: 'https' },
        code: false,
        codeBlock: false,
      }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    // The admin areas render on the client only; this also keeps hydration out of the picture.
    immediatelyRender: false,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} required={required} error={error}>
      <MantineRichTextEditor editor={editor} labels={LABELS} mih={200}>
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
            <MantineRichTextEditor.Blockquote />
            <MantineRichTextEditor.TableInsert />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Undo />
            <MantineRichTextEditor.Redo />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
