import { ZAgregarCompetenciaRequest } from '@academia/contract/skills/agregar-competencia';
import { ZAgregarTerminoCompetenciaRequest } from '@academia/contract/skills/agregar-termino-competencia';
import type { TCompetencia } from '@academia/contract/skills/get-competencias';
import {
  SUGERENCIAS_POR_PAGINA,
  type TSugerenciaTermino,
} from '@academia/contract/skills/get-sugerencias-terminos';
import { ZRenombrarCompetenciaRequest } from '@academia/contract/skills/renombrar-competencia';
import { COMPETENCIAS_POR_PAGINA } from '@academia/contract/skills/shapes';
import { Button, CloseButton, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { AddByNameForm } from '~/components/ui/add-by-name-form';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { Form } from '~/components/ui/form';
import { FormError } from '~/components/ui/form-error';
import { FormModal } from '~/components/ui/form-modal';
import { SuccessMessage } from '~/components/ui/success-message';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { errorMessage } from '~/lib/api-client';
import {
  useAgregarCompetencia,
  useAgregarTermino,
  useAplicarTerminos,
  useEliminarTermino,
  useFusionarCompetencias,
  useRenombrarCompetencia,
} from '../api/mutations';
import { useCompetencias, useSugerenciasTerminos } from '../api/queries';
import { SkillPicker } from '../components/skill-picker';

export function meta() {
  return [{ title: 'Competencias' }];
}

const MESSAGE_MS = 2500;

function AddSkillForm() {
  const add = useAgregarCompetencia();
  return (
    <AddByNameForm
      schema={ZAgregarCompetenciaRequest}
      label="Agregar competencia"
      fieldLabel="Nombre de la competencia"
      errorFallback="No se pudo agregar la competencia."
      successMessage="La competencia se ha agregado."
      messageMs={MESSAGE_MS}
      onAdd={add.mutateAsync}
    />
  );
}

function RenameModal({ skill, onClose }: { skill: TCompetencia; onClose: () => void }) {
  const rename = useRenombrarCompetencia();
  const done = useTimedMessage(1500);
  const form = useContractForm({
    schema: ZRenombrarCompetenciaRequest,
    initialValues: { nombre: skill.nombre },
    toRequest: (v) => ({ ...v, competencia: skill.id }),
  });
  return (
    <FormModal
      title={`Renombrar «${skill.nombre}»`}
      form={form}
      submitLabel="Guardar"
      errorFallback="No se pudo renombrar la competencia."
      success={done.message}
      onClose={onClose}
      actions={
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
      }
      onSubmit={async (request) => {
        await rename.mutateAsync(request);
        done.show('La competencia se ha renombrado.', onClose);
      }}
    >
      <TextInput label="Nombre" required data-autofocus {...form.getInputProps('nombre')} />
    </FormModal>
  );
}

/** The terms of one skill: each removable, and a form to add one. */
function TermsModal({ skill, onClose }: { skill: TCompetencia; onClose: () => void }) {
  const add = useAgregarTermino();
  const remove = useEliminarTermino();
  const done = useTimedMessage(MESSAGE_MS);
  const form = useContractForm({
    schema: ZAgregarTerminoCompetenciaRequest,
    initialValues: { termino: '' },
    toRequest: (v) => ({ ...v, competencia: skill.id }),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Términos de «${skill.nombre}»`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack>
        <Text size="sm">
          Otras formas de escribir la competencia en los títulos de las vacantes. Después de
          cambiarlos, aplica los términos a las vacantes ya importadas.
        </Text>
        {skill.terminos.length === 0 ? (
          <Text c="dimmed">Todavía no tiene términos.</Text>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {skill.terminos.map((t) => (
              <Group key={t.id} gap={4} component="li" wrap="nowrap">
                <Text>{t.termino}</Text>
                <CloseButton
                  size="sm"
                  aria-label={`Quitar el término ${t.termino}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ termino: t.id })}
                />
              </Group>
            ))}
          </Group>
        )}
        <FormError
          message={remove.error && errorMessage(remove.error, 'No se pudo quitar el término.')}
        />
        <Form
          form={form}
          submitLabel="Agregar término"
          errorFallback="No se pudo agregar el término."
          success={done.message}
          onSubmit={async (request) => {
            await add.mutateAsync(request);
            form.reset();
            done.show('El término se ha agregado.');
          }}
        >
          <TextInput label="Término" required data-autofocus {...form.getInputProps('termino')} />
        </Form>
      </Stack>
    </Modal>
  );
}

/** Merge: pick the skill to keep, then confirm; the chosen one keeps links and terms. */
function MergeModal({ skill, onClose }: { skill: TCompetencia; onClose: () => void }) {
  const merge = useFusionarCompetencias();
  const { confirm, dialog } = useConfirm();
  const [destino, setDestino] = useState<number | null>(null);
  const [missing, setMissing] = useState<string | undefined>();
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Fusionar «${skill.nombre}»`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack>
        <Text size="sm">
          Elige la competencia que se conserva. Sus cursos, vacantes y términos pasan a ella sin
          duplicarse, «{skill.nombre}» queda como uno de sus términos y se elimina.
        </Text>
        <SkillPicker
          label="Competencia que se conserva"
          value={destino}
          onChange={(v) => {
            setDestino(v);
            setMissing(undefined);
          }}
          exclude={skill.id}
          error={missing}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            onClick={async () => {
              if (destino === null) {
                setMissing('Elige la competencia que se conserva.');
                return;
              }
              const ok = await confirm({
                title: 'Fusionar competencias',
                question: `¿Fusionar «${skill.nombre}» en la competencia elegida?`,
                details: 'No se puede deshacer.',
                confirmLabel: 'Fusionar',
                color: 'orange',
                action: () => merge.mutateAsync({ origen: skill.id, destino }),
                errorFallback: 'No se pudieron fusionar las competencias.',
                success: (r) => `Se fusionó en «${r.content.nombre}».`,
                successMs: 1500,
              });
              if (ok) onClose();
            }}
          >
            Fusionar…
          </Button>
        </Group>
      </Stack>
      {dialog}
    </Modal>
  );
}

/** A suggestion becomes a term of a chosen skill. */
function SuggestionAsTermModal({ texto, onClose }: { texto: string; onClose: () => void }) {
  const add = useAgregarTermino();
  const [competencia, setCompetencia] = useState<number | null>(null);
  const [missing, setMissing] = useState<string | undefined>();
  const done = useTimedMessage(1500);
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Agregar «${texto}» como término`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack>
        <SkillPicker
          label="Competencia"
          value={competencia}
          onChange={(v) => {
            setCompetencia(v);
            setMissing(undefined);
          }}
          error={missing}
        />
        <FormError
          message={add.error && errorMessage(add.error, 'No se pudo agregar el término.')}
        />
        <SuccessMessage message={done.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            loading={add.isPending}
            onClick={async () => {
              if (competencia === null) {
                setMissing('Elige la competencia.');
                return;
              }
              await add.mutateAsync({ competencia, termino: texto });
              done.show('El término se ha agregado.', onClose);
            }}
          >
            Agregar término
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Suggestions() {
  const [page, setPage] = useState(1);
  const list = useSugerenciasTerminos(page);
  const addSkill = useAgregarCompetencia();
  const apply = useAplicarTerminos();
  const [asTerm, setAsTerm] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const columns: DataColumn<TSugerenciaTermino>[] = [
    { key: 'texto', header: 'Palabra o frase', cell: (s) => s.texto },
    { key: 'vacantes', header: 'Vacantes', cell: (s) => s.vacantes, align: 'right' },
  ];
  const error = addSkill.error ?? apply.error;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Sugerencias de términos</Title>
        <Button
          variant="light"
          loading={apply.isPending}
          onClick={async () => {
            const r = await apply.mutateAsync({});
            setMessage(r.content.mensaje);
          }}
        >
          Aplicar términos a las vacantes
        </Button>
      </Group>
      <Text size="sm">
        Palabras y frases frecuentes en los títulos de las vacantes analizadas que ninguna
        competencia ni término cubre todavía (sin acentos ni mayúsculas).
      </Text>
      <SuccessMessage message={message} />
      <FormError message={error && errorMessage(error, 'No se pudo completar la acción.')} />
      <DataTable
        label="Sugerencias de términos"
        minWidth={480}
        rows={list.data?.results}
        rowKey={(s) => s.texto}
        error={list.error && errorMessage(list.error, 'No se pudieron cargar las sugerencias.')}
        empty="No hay sugerencias: importa vacantes o ya están cubiertas."
        columns={columns}
        actions={(s) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Agregar ${s.texto} como término`}
              onClick={() => setAsTerm(s.texto)}
            >
              Como término
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Agregar ${s.texto} como competencia`}
              loading={addSkill.isPending && addSkill.variables?.nombre === s.texto}
              onClick={() => addSkill.mutate({ nombre: s.texto })}
            >
              Como competencia
            </Button>
          </Group>
        )}
        page={
          list.data && {
            page,
            count: list.data.count,
            onChange: setPage,
            pageSize: SUGERENCIAS_POR_PAGINA,
          }
        }
      />
      {asTerm !== null && <SuggestionAsTermModal texto={asTerm} onClose={() => setAsTerm(null)} />}
    </Stack>
  );
}

type Dialog = { kind: 'rename' | 'terms' | 'merge'; skill: TCompetencia } | null;

/**
 * admin/plataforma/competencias (issue 26): the managed list of skills, paged and searched in
 * SQL, with rename, terms and merge per skill; below, the suggestions from the vacancy titles.
 */
export default function SkillsScreen() {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const list = useCompetencias({ search: term, page });
  const [dialog, setDialog] = useState<Dialog>(null);
  // The dialogs read the row as the list has it now, so a term added shows at once.
  const current =
    dialog && (list.data?.results.find((s) => s.id === dialog.skill.id) ?? dialog.skill);
  const close = () => setDialog(null);
  const columns: DataColumn<TCompetencia>[] = [
    { key: 'nombre', header: 'Competencia', cell: (s) => s.nombre },
    {
      key: 'terminos',
      header: 'Términos',
      cell: (s) => (s.terminos.length ? s.terminos.map((t) => t.termino).join(', ') : '—'),
    },
    { key: 'cursos', header: 'Cursos', cell: (s) => s.cursos, align: 'right' },
    { key: 'vacantes', header: 'Vacantes', cell: (s) => s.vacantes, align: 'right' },
  ];
  return (
    <Stack>
      <Title order={1}>Competencias</Title>
      <AddSkillForm />
      <TextInput
        label="Buscar competencia"
        placeholder="Nombre o término"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <DataTable
        label="Competencias"
        minWidth={720}
        rows={list.data?.results}
        rowKey={(s) => s.id}
        error={list.error && errorMessage(list.error, 'No se pudieron cargar las competencias.')}
        empty={term ? 'Ninguna competencia coincide.' : 'Todavía no hay competencias.'}
        columns={columns}
        actions={(s) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Términos de ${s.nombre}`}
              onClick={() => setDialog({ kind: 'terms', skill: s })}
            >
              Términos
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Renombrar ${s.nombre}`}
              onClick={() => setDialog({ kind: 'rename', skill: s })}
            >
              Renombrar
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="orange"
              aria-label={`Fusionar ${s.nombre}`}
              onClick={() => setDialog({ kind: 'merge', skill: s })}
            >
              Fusionar
            </Button>
          </Group>
        )}
        page={
          list.data && {
            page,
            count: list.data.count,
            onChange: setPage,
            pageSize: COMPETENCIAS_POR_PAGINA,
          }
        }
      />
      {current && dialog?.kind === 'rename' && <RenameModal skill={current} onClose={close} />}
      {current && dialog?.kind === 'terms' && <TermsModal skill={current} onClose={close} />}
      {current && dialog?.kind === 'merge' && <MergeModal skill={current} onClose={close} />}
      <Suggestions />
    </Stack>
  );
}
